import { useEffect, useRef } from "react";
import { useRouterState } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { IconButton, useMedia } from "@casino/ui-kit";
import { useSettings } from "../settings/settings-context.tsx";
import { LanguageSwitcher } from "./LanguageSwitcher.tsx";
import { MainNav, PANEL_SECTIONS } from "./MainNav.tsx";
import * as styles from "./NavDrawer.css.ts";
import { useNavStore } from "./nav-store.ts";

/**
 * The navigation of menu mode (≤ 1450 px) as a side sheet: a native modal <dialog>, so the browser keeps focus
 * inside and the page inert. Escape, the close button and the backdrop close it and focus returns to the menu
 * button; following a link closes it too.
 */
export function NavDrawer({ id, menuButtonId }: { id: string; menuButtonId: string }) {
  const { t } = useLingui();
  const { navigationSystem } = useSettings();
  const open = useNavStore((state) => state.drawerOpen);
  const setOpen = useNavStore((state) => state.setDrawerOpen);
  const dialog = useRef<HTMLDialogElement>(null);
  const href = useRouterState({ select: (state) => state.location.href });
  const menuMode = useMedia("menu");

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  useEffect(() => {
    if (!open) return undefined;
    const root = document.documentElement;
    root.setAttribute(styles.SCROLL_LOCK_ATTRIBUTE, "");
    return () => root.removeAttribute(styles.SCROLL_LOCK_ATTRIBUTE);
  }, [open]);
  // A new address closes it; the one it was opened on does not (it mounts at its first opening).
  const openedOn = useRef(href);
  useEffect(() => {
    if (href === openedOn.current) return;
    openedOn.current = href;
    setOpen(false);
  }, [href, setOpen]);
  useEffect(() => {
    if (!menuMode) setOpen(false);
  }, [menuMode, setOpen]);

  const close = () => {
    setOpen(false);
    document.getElementById(menuButtonId)?.focus();
  };

  return (
    // A click on the backdrop lands on the <dialog> itself: the pointer's twin of Escape (onKeyDown, onCancel).
    // eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      id={id}
      className={styles.drawer}
      aria-label={t`Menu`}
      onKeyDown={(event) => {
        if (event.key !== "Escape" || event.defaultPrevented) return;
        event.preventDefault();
        close();
      }}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClose={() => setOpen(false)}
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      {open ? (
        // Following a link closes the drawer, also one to the page already shown (no navigation then). The click comes
        // from the link (Enter on a link clicks it too), so the sheet needs no key handler or role of its own.
        // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events, jsx-a11y-x/no-static-element-interactions
        <div className={styles.sheet} onClick={(event) => (event.target as Element).closest("a[href]") && setOpen(false)}>
          <div className={styles.top}>
            <span className={styles.heading}>{t`Menu`}</span>
            <IconButton label={t`Close menu`} icon="close" onClick={close} />
          </div>
          <MainNav layout="list" sections={navigationSystem === "panel" ? PANEL_SECTIONS : []} />
          <div className={styles.bottom}>
            <LanguageSwitcher />
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
