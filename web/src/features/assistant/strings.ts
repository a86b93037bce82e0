import { registerStrings } from '@/shared/i18n';

// The farming assistant's text, registered when its lazy chunk loads (not part of the first
// download of `/`).
const en = {
  title: 'Farming Assistant',
  intro: 'Ask about crops, soil, water, pests, animals, prices or schemes, in any language.',
  conversation: 'Conversation',
  empty: 'Your questions and the answers will appear here.',
  placeholder: 'Ask me anything related to farming',
  send: 'Send',
  user: 'user:',
  model: 'model:',
  thinking: 'The assistant is writing an answer',
};

const hi = {
  title: 'कृषि सहायक',
  intro: 'फ़सल, मिट्टी, पानी, कीट, पशु, भाव या योजनाओं के बारे में किसी भी भाषा में पूछें।',
  conversation: 'बातचीत',
  empty: 'आपके प्रश्न और उनके उत्तर यहाँ दिखेंगे।',
  placeholder: 'खेती से जुड़ा कुछ भी पूछें',
  send: 'भेजें',
  user: 'आप:',
  model: 'मॉडल:',
  thinking: 'सहायक उत्तर लिख रहा है',
};

registerStrings('assistant', en, hi);
