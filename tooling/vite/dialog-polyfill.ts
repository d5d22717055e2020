// happy-dom has showModal() but no light dismiss: Escape on a modal dialog does nothing. Browsers fire a
// cancelable "cancel" event and close the dialog unless it is prevented; this mimics only that step.
function polyfillDialogEscape(): void {
  const modalDialogs = new WeakSet<HTMLDialogElement>();
  const { showModal, close } = HTMLDialogElement.prototype;

  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    showModal.call(this);
    modalDialogs.add(this);
  };

  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement, returnValue?: string) {
    modalDialogs.delete(this);
    close.call(this, returnValue);
  };

  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    const top = [...document.querySelectorAll("dialog[open]")]
      .filter((dialog): dialog is HTMLDialogElement => modalDialogs.has(dialog as HTMLDialogElement))
      .at(-1);
    if (top?.dispatchEvent(new Event("cancel", { cancelable: true }))) top.close();
  });
}

// Only where a DOM with a working showModal exists (happy-dom); node and jsdom test files are left alone.
if (typeof HTMLDialogElement !== "undefined" && typeof HTMLDialogElement.prototype.showModal === "function") {
  polyfillDialogEscape();
}
