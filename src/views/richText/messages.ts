import { defineMessages } from 'react-intl';

// Messages of the rich-text editor (src/views/richText/); texts live in public/assets/i18n under `richText.`.
export const rt = defineMessages({
  toolbar: { id: 'richText.toolbar' },
  bold: { id: 'richText.bold' },
  italic: { id: 'richText.italic' },
  heading: { id: 'richText.heading' },
  subheading: { id: 'richText.subheading' },
  bulletList: { id: 'richText.bulletList' },
  orderedList: { id: 'richText.orderedList' },
  quote: { id: 'richText.quote' },
  link: { id: 'richText.link' },
  image: { id: 'richText.image' },
  linkTitle: { id: 'richText.linkTitle' },
  linkUrl: { id: 'richText.linkUrl' },
  linkInvalid: { id: 'richText.linkInvalid' },
  linkApply: { id: 'richText.linkApply' },
  linkRemove: { id: 'richText.linkRemove' },
  cancel: { id: 'richText.cancel' },
  imageUploading: { id: 'richText.imageUploading' },
  imageFailed: { id: 'richText.imageFailed' },
  loading: { id: 'richText.loading' },
});
