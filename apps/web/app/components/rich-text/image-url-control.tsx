import { IconPhoto } from '@tabler/icons-react';
import { InsertByAddressControl } from './insert-by-address-control';

const IMAGE_URL_MESSAGE = 'Enter the full address of the image, starting with https://';

/** Inserts an image by its address (https), with its description. */
export function ImageUrlControl() {
  return (
    <InsertByAddressControl
      what="image"
      icon={<IconPhoto size={16} stroke={1.5} aria-hidden />}
      addressLabel="Image address"
      placeholder="https://"
      withDescription
      insert={(editor, address, description) => {
        if (!/^https?:\/\/\S+$/i.test(address)) return IMAGE_URL_MESSAGE;
        editor.chain().focus().setImage({ src: address, alt: description }).run();
        return null;
      }}
    />
  );
}
