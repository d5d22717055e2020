import { createContext, use, type ReactNode } from "react";

export const toastTones = ["info", "success", "warning", "danger"] as const;
export type ToastTone = (typeof toastTones)[number];

export interface ToastOptions {
  title: ReactNode;
  description?: ReactNode;
  tone?: ToastTone;
  /** Milliseconds before it goes by itself; `null` keeps it until closed. Defaults to the provider's. */
  duration?: number | null;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  show: (toast: ToastOptions) => string;
  dismiss: (id: string) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);

/** Shows and dismisses toasts; needs a `<ToastProvider>` above. */
export function useToast(): ToastApi {
  const api = use(ToastContext);
  if (!api) throw new Error("useToast() needs a <ToastProvider> above it");
  return api;
}
