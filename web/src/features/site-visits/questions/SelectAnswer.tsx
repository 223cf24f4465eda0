import { TagsField } from '../../../components/form/TagsField';
import type { VisitQuestion } from '../api/siteVisitsApi';
import shared from '../visit/siteVisits.module.css';

/** One option (radios), several (checkboxes) or free tags, as the question's mode says. */
export function SelectAnswer({
  question,
  value,
  onAnswer,
}: {
  question: VisitQuestion;
  value: unknown;
  onAnswer: (value: unknown) => void;
}) {
  const chosen = Array.isArray(value)
    ? (value as string[])
    : typeof value === 'string'
      ? [value]
      : [];
  if (question.mode === 'tags') {
    return <TagsField label={question.title} value={chosen} onChange={(next) => onAnswer(next)} />;
  }
  const multiple = question.mode === 'multiple';
  return (
    <fieldset className={shared.options}>
      <legend className="visually-hidden">{question.title}</legend>
      {question.options.map((option) => (
        <label key={option} className={shared.result}>
          <input
            type={multiple ? 'checkbox' : 'radio'}
            name={question.id}
            checked={chosen.includes(option)}
            onChange={(event) => {
              if (!multiple) onAnswer(option);
              else if (event.target.checked) onAnswer([...chosen, option]);
              else onAnswer(chosen.filter((c) => c !== option));
            }}
          />
          {option}
        </label>
      ))}
    </fieldset>
  );
}
