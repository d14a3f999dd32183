// A person's round picture: the photo when there is one, else the initials of the names.

export interface AvatarProps {
  /** the picture's address (a stored photo or a chosen file's preview) */
  src: string | undefined;
  firstName: string;
  lastName: string;
  large?: boolean;
}

export function Avatar({ src, firstName, lastName, large = false }: AvatarProps) {
  const className = large ? 'avatar avatar--large' : 'avatar';
  if (src) return <img className={className} src={src} alt="" />;
  return <span className={className} aria-hidden="true">{firstName.charAt(0)}{lastName.charAt(0)}</span>;
}
