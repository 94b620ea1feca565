import { Component, type ErrorInfo, type ReactNode } from 'react';

/** Props: what to show instead of a form that failed to render. */
export interface FormErrorBoundaryProps {
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * Every form is wrapped in this boundary, so a broken form (for example a settings value the binder
 * rejects) shows a message in place of the form instead of blanking the page.
 */
export class FormErrorBoundary extends Component<FormErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    // Re-thrown asynchronously so the app's global error reporting (api/ClientError) sees it once.
    setTimeout(() => {
      throw Object.assign(error, { componentStack: info.componentStack });
    });
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
