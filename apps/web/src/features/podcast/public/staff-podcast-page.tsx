import { Link } from 'react-router';
import { useAuth } from '@/features/auth';
import PodcastPage from './podcast-page';

/** /podcast inside the staff app (a navigation from another screen): the manage link is a router link. */
export default function StaffPodcastPage() {
  const { can } = useAuth();
  return <PodcastPage ManageLink={can('editPlanning') ? Link : undefined} />;
}
