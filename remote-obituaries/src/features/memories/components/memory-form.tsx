import { useRef, useState } from 'react';
import { fieldErrorsOf, statusOf } from '@keepsake/shared/api-client';
import { MEMORY_LIMITS, memoryInputSchema, type Memory, type Obituary } from '@keepsake/shared/contract/obituary';
import { applyApiFieldErrors, Form, FormAlert, TextAreaField, TextField, useZodForm } from '@keepsake/shared/forms';
import { fontSizes, useTheme } from '@keepsake/shared/theme';
import { Button } from '@keepsake/shared/ui';
import { SHARE_MEMORY_FORM_ID } from '../../../lib/paths';
import { postMemory } from '../api/post-memory';
import { MemoryPhotoField, photoProblem } from './memory-photo-field';

interface MemoryFormProps {
  obituary: Obituary;
  onPosted: (memory: Memory) => void;
}

const EMPTY = { authorName: '', relationship: '', text: '' };

/** Share a memory. On a wall the family moderates, the visitor is told it will appear once approved. */
export function MemoryForm({ obituary, onPosted }: MemoryFormProps) {
  const theme = useTheme();
  const form = useZodForm({ schema: memoryInputSchema, defaultValues: EMPTY });
  const [alert, setAlert] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const firstName = obituary.fullName.split(' ')[0];
  // The photo is not part of the text schema: a File, checked here and again from its bytes by the API.
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const photoInput = useRef<HTMLInputElement>(null);
  const takesPhotos = obituary.wallPhotos === true;

  const choosePhoto = (file: File | null) => {
    setPhoto(file);
    setPhotoError(file ? photoProblem(file) : null);
  };

  const submit = async (values: { authorName: string; relationship?: string | undefined; text: string }) => {
    setAlert(null);
    setNotice(null);
    if (photoError) {
      photoInput.current?.focus();
      return;
    }
    try {
      const { memory, status } = await postMemory(obituary.id, values, takesPhotos ? photo : null);
      form.reset(EMPTY);
      setPhoto(null);
      if (photoInput.current) photoInput.current.value = '';
      if (status === 'APPROVED') {
        // One confirmation: this notice, and the memory itself at the top of the wall.
        onPosted(memory);
        setNotice('Thank you. Your memory has been added to the wall.');
      } else {
        setNotice(`Thank you. The family will see your memory and it will appear here once they approve it.`);
      }
    } catch (error) {
      // The photo's refusal goes under the photo; the text fields' under theirs. What was typed stays.
      const photoMessage = fieldErrorsOf(error).photo;
      if (photoMessage) {
        setPhotoError(photoMessage);
        photoInput.current?.focus();
        return;
      }
      const unmatched = applyApiFieldErrors(error, form.setError, ['authorName', 'relationship', 'text']);
      if (statusOf(error) === 429) {
        setAlert('You have shared several memories in a short time. Please wait a few minutes and try again.');
      } else if (Object.keys(fieldErrorsOf(error)).length === 0 || unmatched.length > 0) {
        setAlert('Your memory could not be shared just now. Please try again.');
      }
    }
  };

  return (
    <section
      id={SHARE_MEMORY_FORM_ID}
      aria-labelledby="share-memory"
      css={{ padding: theme.space.lg, borderRadius: theme.radii.card, background: theme.colors.secondary }}
    >
      <h2 id="share-memory" css={{ fontFamily: theme.fonts.heading, fontWeight: 500, fontSize: fontSizes.xxl, marginTop: 0 }}>
        Share a memory
      </h2>
      <p css={{ marginTop: 0, lineHeight: 1.6 }}>A story, a kindness, a moment you shared with {firstName}. The family will treasure it.</p>
      {obituary.wallModeration === 'APPROVAL' ? (
        <p css={{ marginTop: 0, lineHeight: 1.6 }}>
          <strong>The family reads each memory before it appears on the wall.</strong>
        </p>
      ) : null}
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <div role="status" css={{ marginBottom: notice ? theme.space.md : 0, fontWeight: 600 }}>
        {notice}
      </div>
      <Form id="memory-form" form={form} onSubmit={submit}>
        <TextField name="authorName" label="Your name" autoComplete="name" required maxLength={MEMORY_LIMITS.authorName} />
        <TextField name="relationship" label="Relationship" hint="Optional, e.g. friend, neighbour, former student" maxLength={MEMORY_LIMITS.relationship} />
        <TextAreaField name="text" label="Your memory" required rows={6} maxLength={MEMORY_LIMITS.text} />
        {takesPhotos ? <MemoryPhotoField ref={photoInput} error={photoError} onChange={choosePhoto} /> : null}
        <Button type="submit" displayType="PRIMARY" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Sharing…' : 'Share memory'}
        </Button>
      </Form>
    </section>
  );
}
