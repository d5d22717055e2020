import { useLingui } from "@lingui/react/macro";
import { useId, useRef, type MouseEvent, type ReactNode, type SyntheticEvent } from "react";
import { IconButton } from "../IconButton/IconButton.tsx";
import * as styles from "./Dialog.css.ts";
import { useModalDialog } from "./use-modal-dialog.ts";

export const dialogSizes = ["sm", "md", "lg", "sheet"] as const;
export type DialogSize = (typeof dialogSizes)[number];

export interface DialogProps {
  /** Keep the Dialog mounted and flip `open`, so the exit animation can play. */
  open: boolean;
  /** Asked for by Escape, the close button and a backdrop click; the owner sets `open` to false. */
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** Buttons at the foot of the dialog, end-aligned. */
  actions?: ReactNode;
  size?: DialogSize;
  disableBackdropClose?: boolean;
  /**
   * An urgent question the player must answer (a warning before a timeout): role alertdialog, described by its body,
   * so a screen reader reads the body as the dialog opens.
   */
  alert?: boolean;
}

/** A modal on the native `<dialog>`: top layer, browser focus trap, Escape, backdrop click, scroll lock. */
export function Dialog({ open, onClose, title, children, actions, size = "md", disableBackdropClose = false, alert = false }: DialogProps) {
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const pressStartedOnBackdrop = useRef(false);
  const present = useModalDialog(ref, open, onClose);

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    // The owner decides: the exit animation runs once `open` turns false.
    event.preventDefault();
    onClose();
  };
  const onPointerDown = (event: MouseEvent<HTMLDialogElement>) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    // A drag that starts inside the panel and ends on the backdrop is a text selection, not a close.
    const onBackdrop = pressStartedOnBackdrop.current && event.target === event.currentTarget;
    pressStartedOnBackdrop.current = false;
    if (onBackdrop && !disableBackdropClose) onClose();
  };

  return (
    // A click on the backdrop lands on the <dialog> itself: it is the pointer's twin of Escape (the cancel event above),
    // which keyboard users have, so the click needs no key handler of its own.
    // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events, jsx-a11y-x/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      className={styles.dialog({ size })}
      aria-labelledby={titleId}
      {...(alert ? { role: "alertdialog", "aria-describedby": bodyId } : {})}
      onCancel={onCancel}
      onPointerDown={onPointerDown}
      onClick={onClick}
    >
      {present ? (
        <div className={styles.panel}>
          <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <IconButton label={t`Close`} icon="close" onClick={onClose} />
        </div>
        <div id={bodyId} className={styles.body}>
          {children}
        </div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
      ) : null}
    </dialog>
  );
}
