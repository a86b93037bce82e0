import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db } from '../lib/admin';
import { blogCardOf } from './blog-card';

/**
 * Keeps blogs/{id}'s card (blogCards/{id}: title, author, 200-character
 * excerpt, search tokens) in step with the blog. It re-reads the blog in a
 * transaction instead of trusting the event, so triggers that arrive late or
 * out of order still leave the card matching the blog as it is now.
 */
export const onBlogWritten = onDocumentWritten('blogs/{blogId}', async (event) => {
  const blogRef = db.collection('blogs').doc(event.params.blogId);
  const cardRef = db.collection('blogCards').doc(event.params.blogId);
  await db.runTransaction(async (tx) => {
    const [blog, card] = await tx.getAll(blogRef, cardRef);
    if (!blog.exists) {
      tx.delete(cardRef);
    } else if (card.exists) {
      // Merge: the rolled-up `likes` on the card is not the blog's to change.
      tx.set(cardRef, blogCardOf(blog.data()!), { merge: true });
    } else {
      // A new card counts the likes that came before it (rollUpLikes needs a card).
      const shards = await tx.get(blogRef.collection('likeShards'));
      const likes = shards.docs.reduce((n, d) => n + (Number(d.get('count')) || 0), 0);
      tx.set(cardRef, { ...blogCardOf(blog.data()!), likes, likesAt: shards.readTime });
    }
  });
});
