import { isVideoEmbed, videoEmbedSrc } from '@meridian/contracts/rich-text';
import { Node } from '@tiptap/react';

/**
 * A YouTube or Vimeo video in a post: stored as a provider and an id (never an address or HTML),
 * shown in the editor through the provider's player. The server renders the same player from the
 * same two values.
 */
export const VideoEmbed = Node.create({
  name: 'videoEmbed',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return { provider: { default: null }, videoId: { default: null } };
  },
  parseHTML() {
    return [
      {
        tag: 'div[data-video-embed]',
        getAttrs: (element) => ({
          provider: element.getAttribute('data-provider'),
          videoId: element.getAttribute('data-video-id'),
        }),
      },
    ];
  },
  renderHTML({ node }) {
    const embed = { provider: node.attrs.provider as unknown, videoId: node.attrs.videoId as unknown };
    const valid = isVideoEmbed(embed);
    return [
      'div',
      { 'data-video-embed': '', 'data-provider': String(embed.provider), 'data-video-id': String(embed.videoId) },
      [
        'iframe',
        {
          src: valid ? videoEmbedSrc(embed) : 'about:blank',
          title: embed.provider === 'vimeo' ? 'Vimeo video' : 'YouTube video',
          allowfullscreen: 'true',
        },
      ],
    ];
  },
});
