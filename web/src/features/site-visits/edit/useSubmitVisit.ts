import { useState } from 'react';
import { useNavigate } from 'react-router';
import { messageOr } from '../../../lib/graphql/errors';
import { useAppStore } from '../../../stores/appStore';
import { useSubmitSiteVisit, type SiteVisitDetail } from '../api/siteVisitsApi';
import { pendingAnswers } from '../sync/answerQueue';
import { requiredMissing } from './questionnaireAnswers';
import type { QuestionnaireState } from './useQuestionnaire';

/**
 * Submitting the visit: the required questions still unanswered are listed instead; otherwise
 * everything waiting on the device is sent first, and the visit is submitted only once nothing
 * is left waiting.
 */
export function useSubmitVisit(
  visit: SiteVisitDetail,
  { answers, setMissing, sync }: Pick<QuestionnaireState, 'answers' | 'setMissing' | 'sync'>,
) {
  const navigate = useNavigate();
  const showToast = useAppStore((s) => s.showToast);
  const submitVisit = useSubmitSiteVisit();
  const [submitting, setSubmitting] = useState(false);

  const submit = async () => {
    const stillMissing = requiredMissing(visit, answers);
    setMissing(stillMissing);
    if (stillMissing.length > 0) {
      document.getElementById('visit-missing')?.focus();
      return;
    }
    setSubmitting(true);
    try {
      const sent = await sync();
      const uploadRefused = sent.refused.some(({ item }) => item.kind === 'upload');
      if (sent.offline || pendingAnswers(visit.id).length > 0 || uploadRefused) {
        showToast('error', 'Some answers are still waiting to be sent. Submit again once online.');
        return;
      }
      await submitVisit.mutateAsync({ id: visit.id });
      showToast('success', 'Site visit submitted');
      void navigate(`/site-visit/${encodeURIComponent(visit.id)}`);
    } catch (error) {
      showToast('error', messageOr(error, 'The visit could not be submitted. Please try again.'));
    } finally {
      setSubmitting(false);
    }
  };

  return { submit, submitting };
}
