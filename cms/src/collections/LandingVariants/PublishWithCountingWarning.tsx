'use client';
import { ConfirmationModal, PublishButton, useDocumentInfo, useForm, useModal } from '@payloadcms/ui';
import { type MouseEvent, useRef, useState } from 'react';

// The landing variant's publish button. Before it publishes, it asks the CMS whether the change would restart
// the counting of a running experiment (publishEffectEndpoint.ts, the publish hook's own rule); if so, it says
// which and asks to confirm. Anything else (the internal name, a change of a version in no running experiment)
// publishes at once. Payload's own button does the publishing, its "Schedule Publish" menu included.

const modalSlug = 'confirm-counting-restart';

type Effect = { restartsCounting: boolean; experiments: { id: string; name?: string | null }[] };

async function publishEffect(id: string | number, data: unknown): Promise<Effect | null> {
  try {
    const response = await fetch(`/api/landing-variants/${id}/publish-effect`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(data),
    });
    return response.ok ? ((await response.json()) as Effect) : null;
  } catch {
    return null;
  }
}

export function PublishWithCountingWarning() {
  const { id } = useDocumentInfo();
  const { getData } = useForm();
  const { openModal } = useModal();
  const wrapper = useRef<HTMLDivElement>(null);
  const confirmed = useRef(false);
  const [names, setNames] = useState<string[] | null>(null);

  const publishNow = () => {
    confirmed.current = true;
    wrapper.current?.querySelector<HTMLButtonElement>('#action-save')?.click();
  };

  const askFirst = (event: MouseEvent<HTMLDivElement>) => {
    if (confirmed.current) {
      confirmed.current = false;
      return;
    }
    if (!id || !(event.target instanceof Element) || !event.target.closest('#action-save')) return;
    event.preventDefault();
    event.stopPropagation();
    void publishEffect(id, getData()).then((effect) => {
      if (effect && !effect.restartsCounting) return publishNow();
      // A check that failed asks too: publishing may restart the counting.
      setNames(effect ? effect.experiments.map((experiment) => experiment.name || 'an experiment') : null);
      openModal(modalSlug);
    });
  };

  return (
    <div ref={wrapper} onClickCapture={askFirst} style={{ display: 'contents' }}>
      <PublishButton />
      <ConfirmationModal
        modalSlug={modalSlug}
        heading="Restart the experiment's counting?"
        body={
          names
            ? `Visitors will see this change, and this landing version is in the running experiment ${names.map((name) => `"${name}"`).join(', ')}. Publishing it restarts the experiment's counting: its results start again from now.`
            : "The CMS could not check whether this change restarts a running experiment's counting. If this landing version is in a running experiment and visitors see the change, its counting restarts from now."
        }
        confirmLabel="Publish and restart counting"
        cancelLabel="Keep the draft"
        onConfirm={publishNow}
      />
    </div>
  );
}
