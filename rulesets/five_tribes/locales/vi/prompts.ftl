# Five Tribes, tiếng Việt: lời của chính trò chơi cho các quyết định và nhật ký ván chơi.
# Câu mặc định nằm trong pack của framework; prompt-SECTION-KEY-FIELD-TOPIC diễn đạt riêng một chỗ.

prompt-move-start = Chọn một ô đất để lấy hết quân trên đó
prompt-move-drop = Tại { $tile }: thả một quân (trong tay: { $hand })
prompt-sell = Bán hàng hóa: thêm một thẻ vào bộ, bán bộ hàng hóa, hoặc dừng lại (bộ hiện có: { $chosen })
prompt-pause = Kết thúc lượt của bạn: dùng sức mạnh của một Thần đèn, hoặc hoàn tất
option-add-card = thêm { $card } vào bộ
option-sell = bán bộ { $n } thẻ lấy { $amount }
prompt-pieces-builder-action-boost = { $entry }: bạn loại bỏ bao nhiêu Sư khổ hạnh? Mỗi lá được tính thêm một Thợ xây.
prompt-pieces-assassin-action-boost = { $entry }: bạn loại bỏ bao nhiêu Sư khổ hạnh? Mỗi lá giúp Sát thủ với tới xa thêm một ô.
prompt-pieces-assassin-action-alternative = { $entry }: thủ tiêu trên bàn chơi, hay trước mặt một đối thủ?
option-pieces-assassin-action-victim = thủ tiêu một quân trên một ô đất
option-pieces-assassin-action-rival = thủ tiêu một Thượng thư hoặc một Trưởng lão trước mặt một đối thủ
prompt-pieces-assassin-action-victim = { $entry }: chọn một ô đất cách tối đa { $reach } bước để thủ tiêu quân trên đó
prompt-pieces-assassin-action-rival = { $entry }: chọn đối thủ có Thượng thư hoặc Trưởng lão mà bạn sẽ thủ tiêu
prompt-pieces-assassin-action-remove = { $entry }: bạn thủ tiêu quân nào ({ $from })?
prompt-tiles-village-action-choose-tile = { $entry }: chọn ô đất để đặt cung điện
prompt-tiles-oasis-action-choose-tile = { $entry }: chọn ô đất để đặt cây cọ
prompt-cards-anun_nak-power-choose-tile = { $entry }: chọn một ô đất trống để đặt ba quân
prompt-cards-bouraq-power-choose-tile = { $entry }: chọn một Làng mạc để đặt cung điện
prompt-cards-enki-power-choose-tile = { $entry }: chọn một Ốc đảo để đặt cây cọ
prompt-cards-leta-power-choose-tile = { $entry }: chọn một ô đất trống để đặt lạc đà của bạn
prompt-cards-utug-power-choose-tile = { $entry }: chọn một ô đất chỉ có quân để đặt lạc đà của bạn
prompt-cards-sibittis-power-keep = { $entry }: chọn Thần đèn mà bạn giữ lại

event-claimed = { $actor } đặt một lạc đà lên { $tile }
event-kill = Sát thủ của { $actor } ra tay
event-killed = { $actor } thủ tiêu một quân { $piece } { $on ->
    [tile] trên { $tile }
    [player] của { $victim }
   *[none] {""}
}
