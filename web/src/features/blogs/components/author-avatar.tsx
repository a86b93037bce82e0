import AccountCircle from '@mui/icons-material/AccountCircle';
import Avatar from '@mui/material/Avatar';
import { isValidUrl } from '@shared/validation';
import type { BlogAuthor } from '@shared/blogs';

/** The author's picture, or a generic person icon when there is none (or it is not a web address). */
export function AuthorAvatar({ author, size = 40 }: { author: BlogAuthor | null; size?: number }) {
  const picture = author?.profilePicture;
  if (picture && isValidUrl(picture)) {
    return <Avatar src={picture} alt="" sx={{ width: size, height: size }} imgProps={{ loading: 'lazy' }} />;
  }
  return <AccountCircle aria-hidden sx={{ fontSize: size, color: 'text.secondary' }} />;
}
