# Five Tribes, tiếng Việt: lời của trò chơi trong các câu riêng của giao diện (tiêu đề,
# chú giải, trợ giúp), thay cho lời chung của framework.

ui-rules-pieces = Bộ lạc
term-legend-pieces = Quân (số sau chữ cái là số lượng):
term-legend-players = Người chơi (lạc đà của họ trên các ô họ sở hữu):
term-help-bid = Mỗi người chọn một chỗ trên đường thứ tự lượt; trả giá của chỗ đó bằng vàng, và thứ tự lượt tiếp theo đi theo các chỗ.
term-start-pick-up = { $pick_up ->
        [kind] hết quân thuộc bộ lạc bạn chọn trên đó
       *[all] hết quân trên đó
    }
term-help-move-start = Chọn ô bắt đầu nước đi: bạn nhặt { term-start-pick-up } rồi thả từng quân một lên các ô kề nhau.
term-drop-steps = { $adjacency ->
        [diagonal] một trong tám ô quanh ô vừa rồi, kể cả ô chéo
        [hexagonal] một trong sáu ô lục giác quanh ô vừa rồi
        [graph] ô có đường nối với ô vừa rồi
       *[orthogonal] ô kề ô vừa rồi
    }
term-drop-back = { $step_back ->
        [yes] kể cả quay lại ô ngay trước đó
       *[no] không quay lại
    }
term-help-move-drop = Thả một quân từ tay lên { term-drop-steps }, { term-drop-back }; quân cuối cùng phải rơi vào ô có quân cùng bộ lạc.
