import type { Toaster } from './toasts.ts';

/**
 * Sends the inquiry as JSON and reports the result in a toast, without leaving the
 * page. `submit` only fires once the browser's own validation (required fields,
 * email type) has passed. Without JavaScript the same form posts as a normal form.
 */
export function enhanceInquiryForm(root: Document, fetcher: typeof fetch, toaster: Toaster): void {
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-inquiry-form]')) {
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      void sendInquiry(form, fetcher, toaster);
    });
  }
}

async function sendInquiry(form: HTMLFormElement, fetcher: typeof fetch, toaster: Toaster): Promise<void> {
  const { submittingLabel = '', successMessage = '', failureMessage = '' } = form.dataset;
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const idleLabel = button?.textContent ?? '';
  showSubmitting(button, true, submittingLabel);
  const accepted = await fetcher(form.action, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(inquiryOf(form)),
  }).then(
    (response) => response.ok,
    () => false,
  );
  showSubmitting(button, false, idleLabel);
  // A failed inquiry keeps its fields, so nothing typed is lost on a retry.
  if (accepted) form.reset();
  toaster.show(accepted ? successMessage : failureMessage, accepted ? 'success' : 'error');
}

/**
 * The form's fields as the endpoint expects them: name, email and message. The
 * hidden trap field is sent only when filled in, which only bots do.
 */
function inquiryOf(form: HTMLFormElement): Record<string, string> {
  const { website, ...inquiry } = Object.fromEntries(new FormData(form)) as Record<string, string>;
  return website ? { ...inquiry, website } : inquiry;
}

/** A disabled submit button also stops a second submission by the Enter key. */
function showSubmitting(button: HTMLButtonElement | null, submitting: boolean, label: string): void {
  if (!button) return;
  const { activeElement, body } = button.ownerDocument;
  button.disabled = submitting;
  button.textContent = label;
  // Disabling the focused button sent focus to the body; giving it back keeps a keyboard user's place.
  if (!submitting && activeElement === body) button.focus();
}
