// The shape every server action returns to its form: field errors from the same zod schema the
// API uses, the submitted values (so nothing typed is lost), and a message for a toast.
// Client-safe: client forms import it, so it must not import server modules.
export interface ActionState {
  ok: boolean;
  message?: string;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string | string[]>;
}

export const initialActionState: ActionState = { ok: false };

/**
 * A server action as a form gets it: components take it as a prop from their page (components/
 * never imports from app/), so the same form can serve another route with another action.
 */
export type FormAction = (prev: ActionState, form: FormData) => Promise<ActionState>;
