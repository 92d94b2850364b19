import { useNavigation } from 'react-router';
import { useAppState } from '../../lib/app-state';
import classes from './route-progress.module.css';

/** The global loading indicator: route changes (docs/product.md, Site layout and navigation) and API calls that ask for it. */
export function RouteProgress() {
  const navigation = useNavigation();
  const { loading } = useAppState();
  if (navigation.state === 'idle' && !loading) return null;
  return <div className={classes.bar} role="progressbar" aria-label="Loading" aria-busy="true" />;
}
