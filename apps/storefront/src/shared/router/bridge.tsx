import { useLayoutEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useUnit } from 'effector-react';
import { locationChanged, registerNavigator } from './model';

/** Tells the models where the router is, and lends them its navigate function. */
export function RouterBridge() {
  const location = useLocation();
  const navigate = useNavigate();
  const changed = useUnit(locationChanged);
  useLayoutEffect(() => {
    registerNavigator((to, options) => void navigate(to, options));
    return () => registerNavigator(undefined);
  }, [navigate]);
  useLayoutEffect(() => {
    changed({ pathname: location.pathname, search: location.search });
  }, [changed, location.pathname, location.search]);
  return null;
}
