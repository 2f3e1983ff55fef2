import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toApiError } from '@vitrine/api-client/errors';
import { moderateReviewMutationOptions } from '@vitrine/api-client/review-moderation';
import {
  REVIEW_LIMITS,
  reviewHideReasonSchema,
  reviewReplySchema,
  type OfficeReview,
  type ReviewModerationBody,
} from '@vitrine/contract/reviews';
import { Button } from '@vitrine/ui/button';
import { toast } from '@vitrine/ui/toast';
import { useState } from 'react';
import type { z } from 'zod';
import { useApi } from '../../../lib/api-context.tsx';
import { TextDialog } from '../../../lib/text-dialog.tsx';
import { reviewsMessages as t } from '../messages.ts';

/** One text asked in a dialog, then sent as the moderation `toBody` makes of it. */
function ModerationDialog(props: {
  review: OfficeReview;
  opener: string;
  title: string;
  description: string;
  label: string;
  confirm: string;
  done: string;
  rule: z.ZodType<string, string>;
  max: number;
  initial?: string;
  toBody: (text: string) => ReviewModerationBody;
}) {
  const api = useApi();
  const mutation = useMutation(moderateReviewMutationOptions(api, useQueryClient()));
  const [open, setOpen] = useState(false);
  return (
    <TextDialog
      trigger={<Button variant="secondary">{props.opener}</Button>}
      open={open}
      onOpenChange={setOpen}
      title={props.title}
      description={props.description}
      label={props.label}
      confirm={props.confirm}
      keep={t.keep}
      rule={props.rule}
      maxLength={props.max}
      counter={(length) => t.counter(length, props.max)}
      initial={props.initial}
      onSend={async (text) => {
        await mutation.mutateAsync({ id: props.review.id, body: props.toBody(text) });
        toast.success(props.done);
      }}
    />
  );
}

/**
 * What the seller does with a review: publish it (a pending or hidden one), hide it with a
 * reason only the store sees, or reply in public (and edit the reply). Each is recorded in the
 * store's history by the API.
 */
export function ReviewActions({ review }: { review: OfficeReview }) {
  const api = useApi();
  const publish = useMutation(moderateReviewMutationOptions(api, useQueryClient()));
  return (
    <div className="reviews-list__actions">
      {review.status !== 'publicada' && (
        <Button
          variant="primary"
          loading={publish.isPending}
          onClick={() =>
            publish.mutate(
              { id: review.id, body: { action: 'publish' } },
              {
                onSuccess: () => toast.success(t.published),
                onError: (caught) => toast.error(toApiError(caught).message),
              },
            )
          }
        >
          {t.publish}
        </Button>
      )}
      {review.status !== 'oculta' && (
        <ModerationDialog
          review={review}
          opener={t.hide}
          title={t.hideTitle}
          description={t.hideDescription}
          label={t.reason}
          confirm={t.hideConfirm}
          done={t.hidden}
          rule={reviewHideReasonSchema}
          max={REVIEW_LIMITS.reason}
          toBody={(reason) => ({ action: 'hide', reason })}
        />
      )}
      <ModerationDialog
        review={review}
        opener={review.reply ? t.editAnswer : t.answer}
        title={t.answerTitle}
        description={t.answerDescription}
        label={t.reply}
        confirm={t.answerConfirm}
        done={t.answered}
        rule={reviewReplySchema}
        max={REVIEW_LIMITS.reply}
        initial={review.reply ?? undefined}
        toBody={(reply) => ({ action: 'reply', reply })}
      />
    </div>
  );
}
