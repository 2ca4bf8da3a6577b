/** One choice of the notify form's pickers (an opportunity or a volunteer). */
export interface PickOption {
  id: string;
  label: string;
  hint?: string;
}
