import { BLOG_MESSAGES } from '@meridian/contracts/blog';
import { parseVideoUrl } from '@meridian/contracts/rich-text';
import { IconBrandYoutube } from '@tabler/icons-react';
import { InsertByAddressControl } from '../../components/rich-text/insert-by-address-control';

/** Inserts a YouTube or Vimeo video from the address a writer pastes; other sites are refused. */
export function VideoEmbedControl() {
  return (
    <InsertByAddressControl
      what="video"
      icon={<IconBrandYoutube size={16} stroke={1.5} aria-hidden />}
      addressLabel="YouTube or Vimeo address"
      placeholder="https://www.youtube.com/watch?v=…"
      width={300}
      insert={(editor, address) => {
        const embed = parseVideoUrl(address);
        if (!embed) return BLOG_MESSAGES.videoUrl;
        editor.chain().focus().insertContent({ type: 'videoEmbed', attrs: embed }).run();
        return null;
      }}
    />
  );
}
