import type { ReactNode } from 'react';
import { RecordCard } from '../RecordScreen';

/** The frame of one account's screens: '← Users' back to the list, then a card under a heading. */
export function UserScreenCard({
  titleId,
  title,
  children,
}: {
  titleId: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <RecordCard titleId={titleId} title={title} listPath="/admin/users" listLabel="Users">
      {children}
    </RecordCard>
  );
}
