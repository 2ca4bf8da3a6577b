// Select options from a value set, labelled where a label is given: shared by the property forms.
export const NONE = { value: "", label: "None" };

export const options = (values: readonly string[], labels: Record<string, string> = {}) => values.map((v) => ({ value: v, label: labels[v] ?? v }));
