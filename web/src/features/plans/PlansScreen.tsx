import { Navigate } from 'react-router';
import { NotBuiltYet } from '../../components/NotBuiltYet';
import { useAppStore } from '../../stores/appStore';

/** /plans: the catalogue. Signed-out visitors are sent to /login (SPEC §2.1). */
export function PlansScreen() {
  const loggedIn = useAppStore((s) => s.loggedIn);
  if (!loggedIn) return <Navigate to="/login" replace />;
  return (
    <NotBuiltYet
      title="Plans"
      message="The plan catalogue is not built yet — it arrives with the catalogue feature."
    />
  );
}
