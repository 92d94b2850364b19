import { Navigate, useLocation } from 'react-router';

/** Replaces the URL's path with `to`, keeping its query (a panel's index carries `?stripe=return` on to its first section). */
export function RedirectKeepingQuery({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={{ pathname: to, search }} replace />;
}
