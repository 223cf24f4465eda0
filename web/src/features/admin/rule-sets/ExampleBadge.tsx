import own from './RuleSets.module.css';

/** Marks a set of example data, to be verified with the city before building. */
export function ExampleBadge() {
  return (
    <span className={own.badge} title="To be verified with the city before building">
      Example data
    </span>
  );
}
