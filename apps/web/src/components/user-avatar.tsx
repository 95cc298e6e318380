import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { chatColor, initials, readableTextOn } from '@/lib/people';
import { cn } from '@/lib/cn';
import { useDegradation } from '@/lib/performance';

interface UserAvatarProps {
  fullName: string | null | undefined;
  email?: string | null;
  color: string | null | undefined;
  pictureUrl?: string | null;
  className?: string;
}

/**
 * Picture if there is one, else initials on the person's chat colour (the same colour everywhere).
 * Under low image quality (spec section 9: memory pressure or a slow connection) the initials
 * stand in for pictures: a list of avatars is many full-size uploads.
 */
export function UserAvatar({ fullName, email, color, pictureUrl: picture, className }: UserAvatarProps) {
  const background = chatColor(color);
  const pictureUrl = useDegradation().imageQuality === 'low' ? null : picture;
  return (
    <Avatar className={cn('ring-2 ring-background', className)}>
      {pictureUrl && <AvatarImage src={pictureUrl} alt="" loading="lazy" decoding="async" />}
      <AvatarFallback style={{ backgroundColor: background, color: readableTextOn(background) }} delayMs={pictureUrl ? 400 : 0}>
        {initials(fullName, email)}
      </AvatarFallback>
    </Avatar>
  );
}
