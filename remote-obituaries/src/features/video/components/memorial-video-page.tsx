import { usePageData } from '@keepsake/shared/query';
import { fontSizes, useTheme } from '@keepsake/shared/theme';
import { PageContainer } from '../../../components/page-container';
import { useDocumentTitle } from '@keepsake/shared/ui';
import { useObituary } from '../../../hooks/use-obituary';
import { photosQuery } from '../../../api/get-photos';
import { Slideshow } from './slideshow';

/** /memorial-video: the photos as a gentle slideshow with music. */
export function MemorialVideoPage() {
  const obituary = useObituary();
  const theme = useTheme();
  const { items } = usePageData(photosQuery(obituary.id));
  // The video the family approved in their portal, when it is current; otherwise the public gallery.
  const photos = obituary.video?.photos ?? items;
  const musicUrl = obituary.video ? obituary.video.musicUrl : obituary.musicUrl;
  useDocumentTitle(`Memorial video for ${obituary.fullName}`, `A tribute slideshow remembering ${obituary.fullName}.`);
  return (
    <PageContainer>
      <h2 css={{ fontFamily: theme.fonts.heading, fontWeight: 500, fontSize: fontSizes.xxl, marginTop: 0 }}>Memorial Video</h2>
      {photos.length === 0 ? (
        <p>The tribute video will appear here once the family has shared photos.</p>
      ) : (
        <Slideshow photos={photos} musicUrl={musicUrl} title={`Tribute to ${obituary.fullName}`} />
      )}
    </PageContainer>
  );
}
