import { Component, type ReactNode } from 'react';

interface RouteErrorBoundaryProps {
  children: ReactNode;
  /** What shows instead of the children once they throw. */
  fallback: (error: unknown) => ReactNode;
  /** A new key (the next address) clears the error, so navigating away from a broken page works. */
  resetKey?: string;
}

/**
 * Catches an error thrown while rendering a route, as a data router's errorElement would. The site
 * uses the declarative router (no loaders), which is a third of the data router's size.
 */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, { error: unknown; key?: string }> {
  override state: { error: unknown; key?: string } = { error: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: RouteErrorBoundaryProps, state: { error: unknown; key?: string }) {
    if (props.resetKey === state.key) return null;
    return { error: undefined, key: props.resetKey };
  }

  override render() {
    return this.state.error === undefined ? this.props.children : this.props.fallback(this.state.error);
  }
}
