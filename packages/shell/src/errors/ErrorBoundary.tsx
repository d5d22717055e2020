import { Component, type ReactNode } from "react";

type Props = {
  children: ReactNode;
  onError: (error: unknown) => void;
  /** Shown instead of the children after an error (nothing by default); a new resetKey tries the children again. */
  fallback?: ReactNode;
  resetKey?: unknown;
};
type State = { failed: boolean; resetKey: unknown };

/** A plain boundary for what the router's own boundaries do not cover: the modal host and the shell duties. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError(error);
  }

  override render(): ReactNode {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
