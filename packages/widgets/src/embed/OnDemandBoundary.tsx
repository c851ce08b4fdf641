import { Component, type ReactNode } from 'react';
import { useT } from '../session/useT';
import { EmbedProblem } from './EmbedProblem';

/** Props of {@link OnDemandBoundary}. */
export interface OnDemandBoundaryProps {
  /** The content whose code may still have to load. */
  readonly children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  /** Bumped by "Try again": the children mount afresh and ask for their code again. */
  attempt: number;
}

function ChunkProblem({ onRetry }: { onRetry: () => void }) {
  const { t } = useT();
  return <EmbedProblem message={t('error-network-error')} onRetry={onRetry} />;
}

/**
 * Where the element's on-demand code (the graph with its sidebar, the heatmap) fails to arrive — the
 * network dropped between the script and its chunk — the element says so with a retry instead of
 * going blank (docs/embedding.md "What the page loads").
 */
export class OnDemandBoundary extends Component<OnDemandBoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, attempt: 0 };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  private readonly retry = () => this.setState(({ attempt }) => ({ failed: false, attempt: attempt + 1 }));

  override render() {
    if (this.state.failed) return <ChunkProblem onRetry={this.retry} />;
    return <ChunkAttempt key={this.state.attempt}>{this.props.children}</ChunkAttempt>;
  }
}

function ChunkAttempt({ children }: { children: ReactNode }) {
  return children;
}
