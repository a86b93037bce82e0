import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useAppStore } from '@/shared/store';

/**
 * Around the routed screen: a screen that cannot render (most often its code's download failed
 * on a patchy network, before the service worker holds the app, or after an update removed the
 * files an open tab still asks for) says so in place of the screen, with a way to try again,
 * instead of React leaving a blank page. Moving to another address clears it.
 */
export function ScreenBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary at={pathname}>{children}</Boundary>;
}

interface Props {
  at: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  /** The address the screen was last rendered for; a failure holds until it changes. */
  at: string;
}

class Boundary extends Component<Props, State> {
  override state: State = { failed: false, at: this.props.at };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.at === state.at) return null;
    return { failed: false, at: props.at };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('screen failed', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ScreenFailed /> : this.props.children;
  }
}

function ScreenFailed() {
  const { t } = useTranslation();
  const online = useAppStore((s) => s.online);
  return (
    <div role="alert" className="kh-page">
      <p>{t(online ? 'common.screenFailed' : 'common.screenFailedOffline')}</p>
      {/* A fresh page fetches what is missing (React keeps a failed lazy screen failed). */}
      <button type="button" className="kh-btn kh-contained" onClick={() => window.location.reload()}>
        {t('common.tryAgain')}
      </button>
    </div>
  );
}
