import { use } from 'react';
import { useTheme } from '@keepsake/shared/theme';
import { PageContainer } from '../../data/page-container';
import { useDocumentTitle } from '../../data/use-document-title';
import { useObituary } from '../../obituary/hooks/use-obituary';
import { getPhotos } from '../../photos/api/get-photos';
import { Slideshow } from './slideshow';

/** /memorial-video: the photos as a gentle slideshow with music. */
export function MemorialVideoPage() {
  const obituary = useObituary();
  const theme = useTheme();
  const { items } = use(getPhotos(obituary.id));
  useDocumentTitle(`Memorial video for ${obituary.fullName}`, `A tribute slideshow remembering ${obituary.fullName}.`);
  return (
    <PageContainer>
      <h2 css={{ fontFamily: theme.fonts.heading, fontWeight: 500, fontSize: '1.6rem', marginTop: 0 }}>Memorial Video</h2>
      {items.length === 0 ? (
        <p>The tribute video will appear here once the family has shared photos.</p>
      ) : (
        <Slideshow photos={items} musicUrl={obituary.musicUrl} title={`Tribute to ${obituary.fullName}`} />
      )}
    </PageContainer>
  );
}
