import { Suspense, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ErrorPage } from '../errors/error-page';
import { forgetRemoteComponent, remoteComponent } from './remote-component';
import { RemoteBoundary } from './remote-boundary';
import { PageLoading } from './page-loading';

interface RemoteMountProps {
  /** The exposed module, e.g. 'obituaries/routes'. */
  id: string;
  area: string;
  children?: ReactNode;
}

/** Mounts one exposed module of a remote with its own Suspense and error boundary. */
export function RemoteMount({ id, area, children }: RemoteMountProps) {
  const [attempt, setAttempt] = useState(0);
  const location = useLocation();
  const navigate = useNavigate();
  const Remote = remoteComponent(id);
  return (
    <RemoteBoundary
      key={attempt}
      resetKey={location.pathname}
      area={area}
      onRetry={() => {
        forgetRemoteComponent(id);
        setAttempt((n) => n + 1);
      }}
      renderPageError={(error) => <ErrorPage error={error} onHome={() => navigate('/')} onSearch={() => navigate('/obituaries')} />}
    >
      <Suspense fallback={<PageLoading />}>
        <Remote>{children}</Remote>
      </Suspense>
    </RemoteBoundary>
  );
}
