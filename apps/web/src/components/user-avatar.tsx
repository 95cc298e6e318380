import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { chatColor, initials, readableTextOn } from '@/lib/people';
import { cn } from '@/lib/cn';

interface UserAvatarProps {
  fullName: string | null | undefined;
  email?: string | null;
  color: string | null | undefined;
  pictureUrl?: string | null;
  className?: string;
}

/** Picture if there is one, else initials on the person's chat colour (the same colour everywhere). */
export function UserAvatar({ fullName, email, color, pictureUrl, className }: UserAvatarProps) {
  const background = chatColor(color);
  return (
    <Avatar className={cn('ring-2 ring-background', className)}>
      {pictureUrl && <AvatarImage src={pictureUrl} alt="" />}
      <AvatarFallback style={{ backgroundColor: background, color: readableTextOn(background) }} delayMs={pictureUrl ? 400 : 0}>
        {initials(fullName, email)}
      </AvatarFallback>
    </Avatar>
  );
}
