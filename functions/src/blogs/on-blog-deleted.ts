import { onDocumentDeleted } from 'firebase-functions/v2/firestore';
import { db } from '../lib/admin';

/**
 * When an author deletes a blog, its likes go too: Firestore keeps a
 * subcollection after its parent is deleted, and a later blog can never reuse
 * the id, so orphaned likes would only cost storage and leak who liked what.
 */
export const onBlogDeleted = onDocumentDeleted('blogs/{blogId}', async (event) => {
  await db.recursiveDelete(db.collection('blogs').doc(event.params.blogId).collection('likes'));
});
