import { onDocumentDeleted } from 'firebase-functions/v2/firestore';
import { db } from '../lib/admin';

/**
 * When an author deletes a blog, its likes and like shards go too: Firestore
 * keeps subcollections after their parent is deleted, and blog ids are
 * assigned by the server and never reused, so orphaned likes would only cost
 * storage and leak who liked what. (Its card goes with onBlogWritten.)
 */
export const onBlogDeleted = onDocumentDeleted('blogs/{blogId}', async (event) => {
  const blog = db.collection('blogs').doc(event.params.blogId);
  await Promise.all([db.recursiveDelete(blog.collection('likes')), db.recursiveDelete(blog.collection('likeShards'))]);
});
