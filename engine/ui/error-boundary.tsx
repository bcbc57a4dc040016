import { Component, type ReactNode } from "react";

interface Props {
  children: ReactNode;
  /** What to show instead of the failed tree. */
  fallback: (error: unknown) => ReactNode;
  /** A change (the location, say) clears the error and renders the children again. */
  resetKey?: unknown;
  onError?: (error: unknown) => void;
}

interface State {
  error: unknown;
  failed: boolean;
  resetKey: unknown;
}

/** Catches an error thrown while rendering its children (a lost chunk, a screen that threw) and shows the fallback. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey === state.resetKey) return null;
    return { error: null, failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError?.(error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
