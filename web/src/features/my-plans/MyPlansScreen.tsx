import { NotBuiltYet } from '../../components/NotBuiltYet';

/** /my-plans: the user's saved map results. */
export function MyPlansScreen() {
  return (
    <NotBuiltYet
      title="My Plans"
      message="My Plans is not built yet — it arrives with the saved map results feature."
    />
  );
}
