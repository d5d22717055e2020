import { useLingui } from "@lingui/react/macro";
import { useCallback, useMemo, useRef, useState, type ReactNode } from "react";
import * as styles from "./Toast.css.ts";
import { Toast, type ToastRecord } from "./Toast.tsx";
import { ToastContext, type ToastApi, type ToastOptions } from "./toast-context.ts";

export interface ToastProviderProps {
  children?: ReactNode;
  /** Default lifetime of a toast in milliseconds. */
  duration?: number;
  /** The most toasts on screen; the oldest go first. */
  max?: number;
}

/** Holds the toasts and the polite live region that shows and announces them. */
export function ToastProvider({ children, duration = 5000, max = 4 }: ToastProviderProps) {
  const { t } = useLingui();
  const [toasts, setToasts] = useState<ToastRecord[]>([]);
  const nextId = useRef(0);

  const dismiss = useCallback((id: string) => {
    setToasts((list) => list.filter((toast) => toast.id !== id));
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      show: (options: ToastOptions) => {
        nextId.current += 1;
        const id = `toast-${nextId.current}`;
        const record: ToastRecord = {
          ...options,
          id,
          tone: options.tone ?? "info",
          duration: options.duration === undefined ? duration : options.duration,
        };
        setToasts((list) => [...list, record].slice(-max));
        return id;
      },
      dismiss,
    }),
    [dismiss, duration, max],
  );

  return (
    <ToastContext value={api}>
      {children}
      {/* Always rendered: a live region only announces changes if it was in the page before them. */}
      <section className={styles.region} aria-label={t`Notifications`}>
        <ol className={styles.list} aria-live="polite" aria-relevant="additions text">
          {toasts.map((toast) => (
            <Toast key={toast.id} toast={toast} onDismiss={dismiss} />
          ))}
        </ol>
      </section>
    </ToastContext>
  );
}
