import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState, type FocusEvent } from "react";
import { Icon } from "../../icons/Icon.tsx";
import { IconButton } from "../IconButton/IconButton.tsx";
import * as styles from "./Toast.css.ts";
import type { ToastOptions, ToastTone } from "./toast-context.ts";

export interface ToastRecord extends ToastOptions {
  id: string;
  tone: ToastTone;
  duration: number | null;
}

interface ToastProps {
  toast: ToastRecord;
  onDismiss: (id: string) => void;
}

/** One toast; its timer pauses while hovered or focused so nobody loses a message they are reading (WCAG 2.2.1). */
export function Toast({ toast, onDismiss }: ToastProps) {
  const { t } = useLingui();
  const [paused, setPaused] = useState(false);
  const remaining = useRef(toast.duration ?? 0);
  const { id, duration } = toast;

  useEffect(() => {
    if (duration === null || paused) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => onDismiss(id), Math.max(remaining.current, 0));
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [id, duration, paused, onDismiss]);

  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setPaused(false);
  };

  return (
    <li
      className={styles.toast({ tone: toast.tone })}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={onBlur}
    >
      <span className={styles.icon}>
        <Icon name={toast.tone} size="md" />
      </span>
      <div className={styles.content}>
        <p className={styles.title}>{toast.title}</p>
        {toast.description ? <p className={styles.description}>{toast.description}</p> : null}
      </div>
      <IconButton size="sm" label={t`Dismiss notification`} icon="close" onClick={() => onDismiss(id)} />
    </li>
  );
}
