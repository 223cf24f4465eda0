import { useId } from 'react';
import type { VisitQuestion } from '../api/siteVisitsApi';
import type { VisitPlace } from '../map/mapGeometry';
import type { WaitingUpload } from '../sync/uploadQueue';
import shared from '../visit/siteVisits.module.css';
import { MapAnswer } from './MapAnswer';
import styles from './QuestionField.module.css';
import { SelectAnswer } from './SelectAnswer';
import { TextAnswer } from './TextAnswer';
import { FilesAnswer, PhotosAnswer } from './UploadAnswers';

/** Keeps a photo or file that could not be sent (offline) on the device. */
export type KeepOffline = (kind: WaitingUpload['kind'], file: Blob, name: string) => void;

interface AnswerProps {
  question: VisitQuestion;
  value: unknown;
  onAnswer: (value: unknown) => void;
}

/** One question of the questionnaire, answered by the control its type calls for. */
export function QuestionField({
  question,
  place,
  waiting = [],
  onOffline,
  ...answer
}: AnswerProps & {
  /** The visit's lot corners and address position, for map questions. */
  place: VisitPlace;
  /** This question's photos and files waiting on the device to be sent. */
  waiting?: readonly WaitingUpload[];
  onOffline?: KeepOffline;
}) {
  const id = useId();
  const title = `${question.title}${question.required ? ' (required)' : ''}`;
  const describedBy = question.help ? `${id}-help` : undefined;
  const labelled = question.type === 'text' || question.type === 'number';
  return (
    <>
      {labelled ? (
        <label className={shared.question} htmlFor={id}>
          {title}
        </label>
      ) : (
        <span className={shared.question}>{title}</span>
      )}
      {question.help ? (
        <span id={describedBy} className={shared.muted}>
          {question.help}
        </span>
      ) : null}
      {/* Pictures of what to look for (a meter's face, a cleanout cap), as the template gives them. */}
      {question.helpImages.map((src, index) => (
        <img
          key={src}
          className={styles.helpImage}
          src={src}
          alt={`${question.title}: example ${index + 1}`}
          loading="lazy"
        />
      ))}
      <AnswerControl
        id={id}
        describedBy={describedBy}
        place={place}
        onOffline={onOffline}
        question={question}
        {...answer}
      />
      {waiting.length > 0 ? (
        <span className={styles.waiting}>
          Waiting on this device to be sent: {waiting.map((upload) => upload.name).join(', ')}
        </span>
      ) : null}
      {/* A map answer names its problems itself, checked again as it is redrawn. */}
      {(question.type === 'map' ? [] : question.warnings).map((warning) => (
        <span key={warning} className={shared.warning}>
          {warning}
        </span>
      ))}
    </>
  );
}

/** The control a question's type calls for. */
function AnswerControl({
  id,
  describedBy,
  place,
  onOffline,
  ...answer
}: AnswerProps & {
  id: string;
  describedBy: string | undefined;
  place: VisitPlace;
  onOffline: KeepOffline | undefined;
}) {
  const { question, value, onAnswer } = answer;
  switch (question.type) {
    case 'text':
    case 'number':
      return (
        <TextAnswer
          id={id}
          value={value}
          describedBy={describedBy}
          onAnswer={onAnswer}
          multiline={question.type === 'text'}
        />
      );
    case 'select':
      return <SelectAnswer {...answer} />;
    case 'photos':
    case 'files': {
      const kind = question.type === 'photos' ? 'photo' : 'file';
      const Upload = kind === 'photo' ? PhotosAnswer : FilesAnswer;
      return (
        <Upload
          label={question.title}
          value={value}
          onAnswer={onAnswer}
          onOffline={onOffline && ((file, name) => onOffline(kind, file, name))}
        />
      );
    }
    default:
      return <MapAnswer {...answer} lot={place.lot} center={place.center} />;
  }
}
