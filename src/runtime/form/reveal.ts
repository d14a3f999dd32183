// What a refused form shows the user where they are: the form may be long and scrolled (the button at its foot),
// and a phone's screen holds a few fields of it, so the reason is brought into view rather than left above.

/** What takes the focus in a field's group: its control (a file field's button, not the hidden input behind it). */
const CONTROL = 'input:not([type=hidden], .upload__input), select, textarea, [role=textbox], button';

/**
 * The first refused field of the form (in reading order), with its message, scrolled into view clear of a dialog's
 * sticky buttons (form.css pads the scroller by their height) and focused; with none, the form's own message.
 */
export function revealRefusal(form: HTMLElement): void {
  const group = form.querySelector('.error-detail')?.closest<HTMLElement>('.form-group');
  if (group) {
    group.scrollIntoView({ block: 'nearest' });
    group.querySelector<HTMLElement>(CONTROL)?.focus({ preventScroll: true });
    return;
  }
  form.querySelector('[role=alert]')?.scrollIntoView({ block: 'nearest' });
}
