import type { Toaster } from './toasts.ts';

/** Copy buttons put their code block's text on the clipboard and say whether that worked. */
export function enhanceCopyButtons(root: Document, clipboard: Clipboard | undefined, toaster: Toaster): void {
  for (const body of root.querySelectorAll<HTMLElement>('[data-copied-message]')) {
    const { copiedMessage = '', copyFailedMessage = '' } = body.dataset;
    for (const button of body.querySelectorAll<HTMLButtonElement>('.code-block button[data-copy-code]')) {
      const code = button.closest('.code-block')?.querySelector('pre');
      if (!code) continue;
      button.addEventListener('click', async () => {
        // Without a clipboard (an insecure context, an old browser) `copied` is undefined: a failure too.
        const copied = await clipboard?.writeText(code.textContent ?? '').then(
          () => true,
          () => false,
        );
        // Selected, the code is one keystroke away from being copied by hand, as the failure message suggests.
        if (!copied) root.getSelection()?.selectAllChildren(code);
        toaster.show(copied ? copiedMessage : copyFailedMessage, copied ? 'success' : 'error');
      });
    }
  }
}
