import { Navigate, useLocation } from 'react-router';

/** A redirect that keeps the query string: `?source=register` must reach the privacy page. */
export function RedirectKeepingQuery({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={{ pathname: to, search }} replace />;
}
