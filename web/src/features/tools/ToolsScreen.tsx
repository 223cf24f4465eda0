import { NotBuiltYet } from '../../components/NotBuiltYet';

/** /tools: the entry to the site-visit tool. */
export function ToolsScreen() {
  return (
    <NotBuiltYet
      title="Tools"
      message="Tools are not built yet — they arrive with the site-visit feature."
    />
  );
}
