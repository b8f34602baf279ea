# Đi chéo, tiếng Việt: nước đi có thể sang bất kỳ ô nào trong tám ô xung quanh.
# Không có thông điệp riêng: `rules-turn-steps` và `term-drop-steps` của trò chơi
# gốc nói cách đi theo `$adjacency` của bàn chơi, ở đây kể cả đường chéo.
