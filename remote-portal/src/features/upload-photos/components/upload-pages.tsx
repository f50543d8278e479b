import type { TaskPageProps } from '../../../lib/task-pages';
import { MediaUploader } from './media-uploader';

export function UploadPhotos({ caseDetail }: TaskPageProps) {
  return <MediaUploader caseId={caseDetail.id} path="photos" />;
}

export function UploadMusic({ caseDetail }: TaskPageProps) {
  return <MediaUploader caseId={caseDetail.id} path="music" />;
}

export function UploadObituaryPhoto({ caseDetail }: TaskPageProps) {
  return <MediaUploader caseId={caseDetail.id} path="case-photo" portraitUrl={caseDetail.portraitUrl} />;
}
