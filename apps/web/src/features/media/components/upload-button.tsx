import { useRef } from 'react';
import { Upload } from 'lucide-react';
import { MEDIA_ACCEPT, MEDIA_STRINGS, type MediaItem } from '@studioportal/shared';
import { Button, type ButtonProps } from '@/components/ui/button';
import { startUploads } from '../upload-store';

interface UploadButtonProps extends Pick<ButtonProps, 'variant' | 'size' | 'className'> {
  maxBytes?: number;
  onUploaded?: (media: MediaItem) => void;
}

/** 'Opp' (spec: the content hub's upload button): opens the file picker, uploads each file with progress. */
export function UploadButton({ maxBytes, onUploaded, ...buttonProps }: UploadButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button {...buttonProps} onClick={() => input.current?.click()} title="Last opp lyd eller bilder">
        <Upload aria-hidden />
        {MEDIA_STRINGS.upload}
      </Button>
      <input
        ref={input}
        type="file"
        multiple
        accept={MEDIA_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        onChange={(e) => {
          if (e.target.files?.length) startUploads(Array.from(e.target.files), maxBytes, onUploaded);
          e.target.value = '';
        }}
      />
    </>
  );
}
