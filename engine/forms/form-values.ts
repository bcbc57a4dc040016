/**
 * The values of a form's named controls as a plain object. A name used by more than one checked
 * control (a checkbox group) gives an array; unchecked checkboxes are absent, as in a real post.
 */
export function formValues(form: HTMLFormElement): Record<string, FormDataEntryValue | FormDataEntryValue[]> {
  const out: Record<string, FormDataEntryValue | FormDataEntryValue[]> = {};
  for (const [name, value] of new FormData(form)) {
    const have = out[name];
    out[name] = have === undefined ? value : Array.isArray(have) ? [...have, value] : [have, value];
  }
  return out;
}
